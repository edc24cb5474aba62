import CadenceHTTP
import Foundation
import Hummingbird

/// `GET /assets/{name}`: the web app's stylesheet, script and icon, cacheable for a year
/// (their links carry a content hash).
struct AssetController {
    typealias Context = CadenceRequestContext

    let assets: WebAssets

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("assets/{name}", use: asset)
        return routes
    }

    @Sendable func asset(_ request: Request, context: Context) async throws -> Response {
        guard let name = context.parameters.get("name"), let asset = assets.files[name] else {
            throw HTTPError(.notFound)
        }
        let bytes = ByteBuffer(bytes: asset.bytes)
        return Response(
            status: .ok,
            headers: [
                .contentType: asset.contentType, .contentLength: String(bytes.readableBytes),
                .cacheControl: "public, max-age=31536000, immutable", .xContentTypeOptions: "nosniff",
            ],
            body: ResponseBody(byteBuffer: bytes))
    }
}
