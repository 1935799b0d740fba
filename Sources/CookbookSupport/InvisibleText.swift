import Foundation

/// Characters that change how text looks or reads without being seen: zero-width
/// characters and bidirectional controls. `Plov`, `Plo<U+200B>v` and `<U+202E>Plov`
/// look alike (or like something else); the duplicate checks compare names without
/// them, and titles holding them get a warning.
public enum InvisibleText {
    /// U+200E, U+200F, U+061C and the embeddings, overrides and isolates.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Zero-width and other invisible formatting characters. The joiners U+200C and
    /// U+200D are among them for comparing names, but not warned about: Persian, Indic
    /// scripts and emoji need them.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200D, 0x2060...0x2064, 0xFEFF, 0x00AD, 0x180E, 0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0: return true
        default: return false
        }
    }

    static func isJoiner(_ scalar: Unicode.Scalar) -> Bool { scalar.value == 0x200C || scalar.value == 0x200D }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool { isBidiControl(scalar) || isZeroWidth(scalar) }

    /// The text without invisible characters.
    public static func stripped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        var out = ""
        out.unicodeScalars.append(contentsOf: text.unicodeScalars.filter { !isInvisible($0) })
        return out
    }

    /// How two names are compared for duplicates: without invisible characters, in one
    /// Unicode normal form (NFKC: `ﬁ` and `fi` are one), case-insensitively.
    public static func comparable(_ text: String) -> String {
        stripped(text).precomposedStringWithCompatibilityMapping.lowercased()
    }

    /// The invisible characters in `text`, as `U+200B` names for a message, or nil.
    public static func describe(_ text: String) -> String? {
        var found: [String] = []
        for scalar in text.unicodeScalars where isInvisible(scalar) && !isJoiner(scalar) {
            let name = "U+" + String(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))
            if !found.contains(name) { found.append(name) }
        }
        return found.isEmpty ? nil : found.joined(separator: ", ")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
