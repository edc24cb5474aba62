import CadenceCore
import CadenceStorage
import Foundation

/// The service layer of one process, made from one store by the composition root (`CadenceCLI`)
/// and handed to the servers (docs/architecture.md "The one writer"): the habit and Life OS use
/// cases (`CadenceService`) and the account use cases (`AccountService`). Front ends hold this,
/// never a store.
public struct ServiceLayer: Sendable {
    public let service: CadenceService
    public let accounts: AccountService

    /// The services of `store`, reading the clock from `environment`.
    public init(store: any CadenceStore & AccountStore, environment: ServiceEnvironment = .live) {
        self.init(store: store, environment: environment, apiTokens: APITokenCache())
    }

    /// The services of `store`, keeping API tokens in `apiTokens` (tests move its clock).
    package init(store: any CadenceStore & AccountStore, environment: ServiceEnvironment, apiTokens: APITokenCache) {
        service = CadenceService(store: store, environment: environment)
        accounts = AccountService(store, environment: environment, apiTokens: apiTokens)
    }

    /// The injected effects (the clock).
    public var environment: ServiceEnvironment { service.environment }
}
