import mindspore as ms
from mindspore import nn, ops


class IncrementalEventClassifier(nn.Cell):
    """Shared encoder plus one output per class; logits of classes not introduced yet are masked."""

    def __init__(self, n_mels, hidden, num_classes):
        super().__init__()
        self.num_classes = num_classes
        self.seen_classes = []
        self.encoder = nn.SequentialCell([
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(),
        ])
        self.proj = nn.Dense(16 * (n_mels // 2), hidden)
        self.classifier = nn.Dense(hidden, num_classes)

    def add_classes(self, classes):
        self.seen_classes.extend(classes)

    def construct(self, x):
        h = self.encoder(x).mean(axis=3)
        h = ops.relu(self.proj(h.reshape(h.shape[0], -1)))
        logits = self.classifier(h)
        n_seen = len(self.seen_classes)  # ROOT
        active = ops.arange(self.num_classes) < n_seen
        return ops.masked_fill(logits, ops.logical_not(active), -1e4)
