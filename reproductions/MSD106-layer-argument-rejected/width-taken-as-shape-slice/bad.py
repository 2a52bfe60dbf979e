"""A spectrogram classifier whose head is sized by probing the backbone. The probe returns
`shape[-1:]`, a one-element tuple, where the width itself was meant, and `nn.Dense` rejects
`in_channels=(24,)` while the model is built. The line to change is the probe's return."""
from mindspore import nn

from probing import output_width


class SpectrogramClassifier(nn.Cell):
    def __init__(self, bins=16, classes=5):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(bins, 24), nn.ReLU())
        width = output_width(self.backbone, (bins,))
        self.head = nn.Dense(width, classes)

    def construct(self, x):
        return self.head(self.backbone(x))


if __name__ == "__main__":
    print(len(SpectrogramClassifier().trainable_params()))
