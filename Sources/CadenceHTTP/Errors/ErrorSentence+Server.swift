import CadenceLocalization

extension ErrorSentence {
    /// The server's own refusals (`HTTPRefusal`, the request checks against the OpenAPI document, imports) and the tools'
    /// and command line's `usage`.
    static func server(_ code: String, _ localizer: Localizer) -> String? {
        switch code {
        case "malformedBody": localizer.localized("The request body is not the JSON this address takes.")
        case "invalidBody": localizer.localized("The request body is not accepted.")
        case "invalidParameter": localizer.localized("A parameter of the request cannot be read.")
        case "methodNotAllowed": localizer.localized("This address does not take that method.")
        case "bodyTooLarge": localizer.localized("The request is too large.")
        case "unsupportedMediaType": localizer.localized("Send the body as JSON.")
        case "rateLimited": localizer.localized("Too many attempts; please wait a moment and try again.")
        case "crossSiteRequest": localizer.localized("This request came from another site and was refused.")
        case "malformedRequest": localizer.localized("The request cannot be read.")
        case "httpError": localizer.localized("The server could not answer this request.")
        case "internal": localizer.localized("Something went wrong on our side; it has been logged.")
        case "importRefused": localizer.localized("That file cannot be imported; nothing was changed.")
        case "importIssue": localizer.localized("A part of the file cannot be imported.")
        case "unknownField": localizer.localized("This field is not one this address takes.")
        case "missingField": localizer.localized("A required field is missing.")
        case "wrongType": localizer.localized("This field has the wrong kind of value.")
        case "outOfRange": localizer.localized("This value is out of range.")
        case "badFormat": localizer.localized("This value is not written in the expected form.")
        case "notAllowed": localizer.localized("This value is not one of the allowed ones.")
        case "noMatchingShape": localizer.localized("This value matches none of the accepted forms.")
        case "unresolvedReference": localizer.localized("The server’s description of this request is incomplete.")
        case "usage": localizer.localized("That is not how this is used; check the name and the values.")
        default: nil
        }
    }
}
