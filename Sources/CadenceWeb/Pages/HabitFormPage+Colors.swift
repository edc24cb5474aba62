extension HabitFormPage {
    /// A palette color's name as the color picker reads it out (its tooltip and screen-reader
    /// text), in the page's language; a `#rrggbb` color stays as written. English keeps the
    /// palette's token (`red`), the value sent.
    func colorName(_ color: String) -> String {
        let localizer = text.localizer
        return switch color {
        case "red": localizer.localized("red", context: "color")
        case "orange": localizer.localized("orange", context: "color")
        case "yellow": localizer.localized("yellow", context: "color")
        case "green": localizer.localized("green", context: "color")
        case "mint": localizer.localized("mint", context: "color")
        case "teal": localizer.localized("teal", context: "color")
        case "cyan": localizer.localized("cyan", context: "color")
        case "blue": localizer.localized("blue", context: "color")
        case "indigo": localizer.localized("indigo", context: "color")
        case "purple": localizer.localized("purple", context: "color")
        case "pink": localizer.localized("pink", context: "color")
        case "brown": localizer.localized("brown", context: "color")
        case "gray": localizer.localized("gray", context: "color")
        case "lime": localizer.localized("lime", context: "color")
        case "amber": localizer.localized("amber", context: "color")
        case "rose": localizer.localized("rose", context: "color")
        default: color
        }
    }
}
