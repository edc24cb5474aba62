import CadenceLocalization

extension ErrorSentence {
    /// The command line's own refusals (`CommandFailure`: the store, sync, export, backup and restore).
    static func commandLine(_ code: String, _ localizer: Localizer) -> String? {
        switch code {
        case "storeUnavailable": localizer.localized("The data file cannot be opened.")
        case "syncAnswerInvalid": localizer.localized("The sync server sent an answer Cadence cannot read.")
        case "syncUnreachable": localizer.localized("The sync server cannot be reached.")
        case "syncRedirected": localizer.localized("The sync server sent Cadence elsewhere; check its address.")
        case "unauthorized": localizer.localized("The server did not accept the sign-in; sign in again.")
        case "tokenInvalid": localizer.localized("That token is not valid on the server.")
        case "serverURLInvalid": localizer.localized("That server address cannot be used.")
        case "fileExists": localizer.localized("That file exists already; choose another name.")
        case "writeFailed": localizer.localized("The file could not be written.")
        case "binaryToTerminal": localizer.localized("This format is not text; write it to a file.")
        case "confirmationRequired": localizer.localized("Confirm this first; nothing was changed.")
        case "storeCopyRefused": localizer.localized("The data cannot be copied there.")
        case "backupUnsupported": localizer.localized("This kind of data cannot be backed up this way.")
        case "backupUnavailable": localizer.localized("Backups are not available here.")
        case "backupFailed": localizer.localized("The backup failed; nothing was written.")
        case "backupExists": localizer.localized("A backup file by that name exists already.")
        case "backupIsStore": localizer.localized("The backup would overwrite the data file itself.")
        case "backupDamaged": localizer.localized("That backup is damaged.")
        case "backupMissing": localizer.localized("That backup file does not exist.")
        case "backupNotSQLite": localizer.localized("That file is not a Cadence backup.")
        case "backupNotCadence": localizer.localized("That database does not hold Cadence data.")
        case "backupTooNew": localizer.localized("That backup comes from a newer Cadence; update first.")
        case "restoreUnsupported": localizer.localized("This kind of data cannot be restored this way.")
        case "restoreFailed": localizer.localized("The restore failed; your data is as it was.")
        case "restoreTargetExists": localizer.localized("A data file is already there; restore refuses to overwrite it.")
        case "restoreIsStore": localizer.localized("That backup is the data file itself.")
        default: nil
        }
    }
}
