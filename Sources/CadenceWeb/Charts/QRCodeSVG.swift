import CadenceCore

/// A QR code drawn as inline SVG (docs/web.md "Partners"): one path of unit squares, dark on
/// white with the standard quiet zone of four modules, so a phone's camera reads it in either
/// theme; an image with `label` as its accessible name.
enum QRCodeSVG {
    /// The code of `text` as SVG with `id`, or `nil` when the text is too long for a QR code.
    static func svg(of text: String, id: String, label: String, pixels: Int = 200) -> HTML? {
        guard let code = QRCode(text: text) else { return nil }
        let side = code.size + 8
        var path = ""
        for (y, row) in code.modules.enumerated() {
            for (x, dark) in row.enumerated() where dark { path += "M\(x + 4) \(y + 4)h1v1h-1z" }
        }
        return """
            <svg id="\(id)" class="qr-code" role="img" aria-label="\(label)" width="\(pixels)" height="\(pixels)" \
            viewBox="0 0 \(side) \(side)" shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg">\
            <rect width="\(side)" height="\(side)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>
            """
    }
}
