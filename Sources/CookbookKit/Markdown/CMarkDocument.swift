import CCmark

/// libcmark's parse of a text into its document tree, for every reader of Markdown (the
/// recipe body here, the importers' Markdown in CookbookImport). The caller frees the
/// tree with `cmark_node_free`.
public enum CMarkDocument {
    public static func parse(_ text: String, options: Int32) -> OpaquePointer? {
        var text = text
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                guard let base = chars.baseAddress else { return cmark_parse_document("", 0, options) }
                return cmark_parse_document(base, chars.count, options)
            }
        }
    }
}
