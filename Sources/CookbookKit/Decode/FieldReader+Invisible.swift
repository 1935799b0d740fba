import CookbookSupport

extension FieldReader {
    /// A warning when the field's text holds invisible characters (joiners aside).
    mutating func warnInvisible(_ key: String) {
        guard let node = value(key), let text = node.scalar, let names = InvisibleText.describe(text) else { return }
        warning(
            "invisible-characters", "the \(key) holds invisible characters (\(names)) that can make it look like another or read in another order",
            at: node, hint: "retype the \(key) without them")
    }
}
