import Foundation

/// The page's files, from the module's resources.
enum PageAssets {
    static func contents(of file: String) -> String {
        let name = (file as NSString).deletingPathExtension, ext = (file as NSString).pathExtension
        guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Resources")
            ?? Bundle.module.url(forResource: name, withExtension: ext),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "missing \(file)" }
        return text
    }
}
