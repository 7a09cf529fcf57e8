// P4: a control's action must take that control's type (or a superclass of it).
// expect: (Mixer) -> (Slider) -> ()' to expected argument type '(Mixer) -> (Button) -> Void'
import GestureKit

final class Mixer {
    func volumeChanged(_ slider: Slider) {}
}

func wire(_ mixer: Mixer) {
    let button = Button()
    button.addTarget(mixer, action: Mixer.volumeChanged, for: .primaryActionTriggered)
}
