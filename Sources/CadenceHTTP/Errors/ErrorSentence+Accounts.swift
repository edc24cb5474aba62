import CadenceLocalization

extension ErrorSentence {
    /// The sentences of `AccountError.Code` (`notFound` is the domain's).
    static func accounts(_ code: String, _ localizer: Localizer) -> String? {
        switch code {
        case "usernameInvalid": localizer.localized("That user name cannot be used.")
        case "usernameTaken": localizer.localized("That user name is taken.")
        case "passwordTooShort": localizer.localized("That password is too short.")
        case "passwordTooLong": localizer.localized("That password is too long.")
        case "tokenNameInvalid": localizer.localized("That token name cannot be used.")
        case "signUpsClosed": localizer.localized("This server takes no new sign-ups.")
        case "credentialsInvalid": localizer.localized("That user name or password is wrong.")
        case "notSignedIn": localizer.localized("Please sign in first.")
        case "ownerOnly": localizer.localized("Only the server’s owner can do that.")
        case "ownerHasMembers": localizer.localized("The owner cannot leave while other accounts remain.")
        case "identityTaken": localizer.localized("That sign-in is linked to another account already.")
        case "passwordSignInOff": localizer.localized("Signing in with a password is off on this server.")
        case "lastSignInMethod": localizer.localized("That is your last way to sign in; keep it.")
        default: nil
        }
    }
}
