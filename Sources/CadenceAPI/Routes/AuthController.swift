import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/auth`: sign up, sign in and sign out. Signing up or in starts a browser session
/// (an HttpOnly, SameSite=Lax cookie; the session is stored server-side). Both are rate
/// limited per client address, sign-in also per account; passwords are bcrypt-hashed and
/// never logged.
struct AuthController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.post("sign-up", use: signUp)
        routes.post("sign-in", use: signIn)
        routes.post("sign-out", use: signOut)
        return routes
    }

    /// Creates an account (see `AccountEnrollment.signUp`) and starts a session.
    @Sendable func signUp(_ request: Request, context: Context) async throws -> Response {
        let input = try await dependencies.bodies.decode(SignUpInput.self, schema: "SignUp", from: request)
        let enrollment = AccountEnrollment(dependencies: dependencies.shared)
        let account = try await enrollment.signUp(
            username: input.username, password: input.password, timeZone: input.timeZone,
            address: dependencies.clientAddress(request, context: context))
        var response = try JSONResponse.make(AccountJSON(account), status: .created, headers: [.location: "/api/v1/account"])
        response.setCookie(try await enrollment.startSession(for: account.id))
        response.setCookie(enrollment.deviceCookie(for: account))
        return response
    }

    /// Checks a username and password and starts a session. Wrong credentials answer 401
    /// without telling which part was wrong. A `cadence_device` cookie the request presents
    /// for this account puts the attempt under that device's own allowance; a success sets a
    /// new one (docs/api.md "Rate limits").
    @Sendable func signIn(_ request: Request, context: Context) async throws -> Response {
        let input = try await dependencies.bodies.decode(SignInInput.self, schema: "SignIn", from: request)
        let enrollment = AccountEnrollment(dependencies: dependencies.shared)
        let account = try await enrollment.signIn(
            username: input.username, password: input.password, address: dependencies.clientAddress(request, context: context),
            deviceCookie: AccountEnrollment.presentedDeviceCookie(request))
        var response = try JSONResponse.make(AccountJSON(account))
        response.setCookie(try await enrollment.startSession(for: account.id))
        response.setCookie(enrollment.deviceCookie(for: account))
        return response
    }

    /// Ends the browser session named by the cookie (if any) and clears the cookie.
    @Sendable func signOut(_ request: Request, context: Context) async throws -> Response {
        var response = JSONResponse.noContent()
        response.setCookie(try await AccountEnrollment(dependencies: dependencies.shared).endSession(of: context.identity))
        return response
    }
}
