import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

/// docs/domain-rules.md "§24 OpenID Connect sign-in": a sign-in started on one server
/// process is finished on another (the pending sign-in lives in the store), once — when both
/// processes are given the same state at the same moment, exactly one of them gets it.
extension StoreConformance {
    public static func aPendingSignInIsFinishedOnAnotherProcessOnce(_ first: any CadenceStore, _ second: any CadenceStore)
        async throws
    {
        guard let starter = first as? any AccountStore, let finisher = second as? any AccountStore else {
            Issue.record("both stores serve accounts")
            return
        }
        let expiry = concurrencyNow.addingTimeInterval(600)
        let pending = OIDCPendingSignIn(
            stateHash: "s-1", nonce: "n-1", codeVerifier: "v-1", purpose: .signIn, user: nil, expiresAt: expiry)
        try await starter.saveOIDCState(pending)
        #expect(try await finisher.takeOIDCState(stateHash: "s-1", at: concurrencyNow) == pending)
        #expect(try await starter.takeOIDCState(stateHash: "s-1", at: concurrencyNow) == nil, "a replay on the first process")
        for round in 0..<10 {
            let state = "race-\(round)"
            try await starter.saveOIDCState(
                OIDCPendingSignIn(stateHash: state, nonce: "n", codeVerifier: "v", purpose: .signIn, user: nil, expiresAt: expiry))
            async let one = starter.takeOIDCState(stateHash: state, at: concurrencyNow)
            async let other = finisher.takeOIDCState(stateHash: state, at: concurrencyNow)
            let winners = [try await one, try await other].compactMap { $0 }
            #expect(winners.count == 1, "round \(round): \(winners.count) processes took the state")
        }
    }
}
