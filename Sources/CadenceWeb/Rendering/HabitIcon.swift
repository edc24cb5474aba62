import CadenceCore
import Synchronization

/// What a tile shows for a habit's icon: an emoji as is; an icon name from the preset catalog
/// (source documents use SF Symbols names such as `figure.walk`) as a matching emoji, since a
/// browser has no SF Symbols; with no icon, an emoji its name suggests ("Take vitamins" 💊,
/// never "TV"; docs/web.md "Entries on Today and Health"), otherwise the habit's initials.
enum HabitIcon {
    static let emojiForSymbol: [String: String] = [
        "bed.double": "🛏️", "bicycle": "🚲", "book.closed": "📖", "brain.head.profile": "🧠",
        "character.book.closed": "🔤", "cup.and.saucer": "☕", "drop": "💧", "dumbbell": "🏋️",
        "figure.pool.swim": "🏊", "figure.run": "🏃", "figure.strengthtraining.functional": "🤸",
        "figure.strengthtraining.traditional": "💪", "figure.walk": "🚶", "flame": "🔥", "fork.knife": "🍽️",
        "hand.raised": "✋", "hands.sparkles": "🧼", "heart": "❤️", "nosign": "🚫", "pawprint": "🐾",
        "person.2": "👥", "phone": "📞", "phone.bubble": "💬", "pills": "💊", "sun.max": "☀️",
    ]

    /// Emoji offered by the habit form's icon picker.
    static let choices = [
        "✅", "📖", "🏃", "🚶", "💪", "🧘", "💧", "🥗", "😴", "🧠", "✍️", "🎸",
        "🎨", "🧹", "💊", "🚭", "🍷", "📵", "💰", "🌱", "☀️", "❤️", "🐾", "📞",
    ]

    /// Words (or their beginnings) of a habit's name and the emoji they suggest, first match wins.
    static let emojiForWord: [(prefix: String, emoji: String)] = [
        ("vitamin", "💊"), ("pill", "💊"), ("medic", "💊"), ("supplement", "💊"), ("floss", "🦷"), ("teeth", "🦷"),
        ("tooth", "🦷"), ("brush", "🦷"), ("read", "📖"), ("book", "📖"), ("run", "🏃"), ("jog", "🏃"), ("walk", "🚶"),
        ("step", "🚶"), ("water", "💧"), ("drink", "💧"), ("hydrat", "💧"), ("meditat", "🧘"), ("yoga", "🧘"),
        ("stretch", "🤸"), ("sleep", "😴"), ("bed", "🛏️"), ("journal", "✍️"), ("write", "✍️"), ("writing", "✍️"),
        ("gym", "🏋️"), ("workout", "🏋️"), ("exercise", "💪"), ("push", "💪"), ("swim", "🏊"), ("bike", "🚲"),
        ("cycl", "🚲"), ("guitar", "🎸"), ("piano", "🎹"), ("music", "🎵"), ("practi", "🎵"), ("draw", "🎨"),
        ("paint", "🎨"), ("clean", "🧹"), ("tidy", "🧹"), ("cook", "🍳"), ("eat", "🥗"), ("fruit", "🍎"),
        ("vegetable", "🥗"), ("salad", "🥗"), ("smok", "🚭"), ("cigar", "🚭"), ("alcohol", "🍷"), ("wine", "🍷"),
        ("beer", "🍺"), ("coffee", "☕"), ("phone", "📵"), ("screen", "📵"), ("social", "📵"), ("save", "💰"),
        ("money", "💰"), ("budget", "💰"), ("plant", "🌱"), ("garden", "🌱"), ("dog", "🐾"),
        ("pet", "🐾"), ("call", "📞"), ("study", "🧠"), ("learn", "🧠"), ("language", "🔤"),
        ("pray", "🙏"), ("gratitude", "🙏"), ("skin", "🧴"), ("shower", "🚿"), ("weigh", "⚖️"),
    ]

    /// The emoji a habit's name suggests: the first word (or word beginning) of `emojiForWord`
    /// found among the name's words, lowercased.
    static func suggested(forName name: String) -> String? {
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        for (prefix, emoji) in emojiForWord where words.contains(where: { $0.hasPrefix(prefix) }) { return emoji }
        return nil
    }

    /// Badges already worked out, by icon and name: Today draws one per tile on every page,
    /// and the name's words are matched against every keyword (bounded: emptied when full).
    private static let knownBadges = Mutex<[BadgeKey: String]>([:])
    private static let knownBadgesCapacity = 4_096

    /// The text drawn on the habit's tile.
    static func badge(for habit: Habit) -> String {
        let key = BadgeKey(icon: habit.icon, name: habit.name)
        if let known = knownBadges.withLock({ $0[key] }) { return known }
        let badge = workedOutBadge(for: habit)
        knownBadges.withLock { table in
            if table.count >= knownBadgesCapacity { table.removeAll() }
            table[key] = badge
        }
        return badge
    }

    private struct BadgeKey: Hashable {
        let icon: String?
        let name: String
    }

    private static func workedOutBadge(for habit: Habit) -> String {
        if let icon = habit.icon.map(trimmed), !icon.isEmpty {
            if let emoji = emojiForSymbol[icon] { return emoji }
            if !icon.unicodeScalars.allSatisfy(\.isASCII), icon.count <= 2 { return icon }
        } else if let emoji = suggested(forName: habit.name) {
            return emoji
        }
        let words = habit.name.split(whereSeparator: { $0 == " " || $0 == "-" })
        let letters = words.prefix(2).compactMap(\.first).map { String($0).uppercased() }
        return letters.isEmpty ? "•" : letters.joined()
    }

    /// `icon` without the spaces around it; Foundation's trimming (it bridges to `NSString`)
    /// only when there are any, which a stored icon rarely has.
    private static func trimmed(_ icon: String) -> String {
        guard icon.first?.isWhitespace == true || icon.last?.isWhitespace == true else { return icon }
        return icon.trimmingCharacters(in: .whitespaces)
    }

    /// The badge's class: `is-letters` when it is the name's initials (drawn in the text colour
    /// for contrast, docs/web.md "Decisions"), nothing for an emoji.
    static func badgeClass(for habit: Habit) -> String {
        badge(for: habit).unicodeScalars.allSatisfy(\.isASCII) ? " is-letters" : ""
    }
}
