from mindspore import nn, ops


class CascadeClassifier(nn.Cell):
    """Cheap head first; the expensive head refines only when the cheap one is unsure."""

    def __init__(self, dim=8, num_classes=4, threshold=0.9):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(dim, dim), nn.ReLU())
        self.cheap = nn.Dense(dim, num_classes)
        self.expensive = nn.SequentialCell(nn.Dense(dim, 2 * dim), nn.ReLU(), nn.Dense(2 * dim, num_classes))
        self.threshold = threshold

    def construct(self, x):
        h = self.backbone(x)
        logits = self.cheap(h)
        if (conf := ops.softmax(logits, axis=-1).max()) < self.threshold:  # ROOT
            logits = logits + self.expensive(h) * (1.0 - conf)
        return logits
