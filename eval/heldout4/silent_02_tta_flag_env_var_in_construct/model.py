import os

from mindspore import nn, ops


class Backbone(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(),
            nn.AdaptiveAvgPool2d((4, 4)), nn.Flatten(),
        ])
        self.fc = nn.Dense(8 * 16, num_classes)

    def construct(self, x):
        return self.fc(self.features(x))


class Predictor(nn.Cell):
    """Inference wrapper; horizontal-flip test-time augmentation is switched by MODEL_TTA=1."""

    def __init__(self, backbone):
        super().__init__()
        self.backbone = backbone

    def construct(self, x):
        probs = ops.softmax(self.backbone(x), axis=-1)
        if os.environ.get("MODEL_TTA", "0") == "1":  # ROOT
            flipped = ops.softmax(self.backbone(ops.flip(x, (3,))), axis=-1)
            probs = (probs + flipped) / 2
        return probs
