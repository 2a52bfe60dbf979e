import numpy as np
from mindspore import nn


class BalancedAccuracy(nn.Metric):
    """Mean per-class recall, the ISIC challenge's headline metric."""

    def __init__(self, num_classes):
        super().__init__()
        self.num_classes = num_classes
        self.clear()

    def clear(self):
        self.correct = np.zeros(self.num_classes)
        self.count = np.zeros(self.num_classes)

    def update(self, *inputs):
        logits = self._convert_data(inputs[0])
        labels = self._convert_data(inputs[1])
        pred = logits.argmax(axis=1)
        for c in range(self.num_classes):
            mask = labels == c
            self.correct[c] += (pred[mask] == c).sum()
            self.count[c] += mask.sum()

    def compute(self):  # ROOT
        seen = self.count > 0
        return float((self.correct[seen] / self.count[seen]).mean())


def build_metrics(num_classes):
    return {"accuracy": nn.Accuracy(), "balanced_accuracy": BalancedAccuracy(num_classes)}
