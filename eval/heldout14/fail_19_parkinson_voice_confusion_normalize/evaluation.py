from mindspore import nn

import config


def screening_metrics():
    """Accuracy plus a row-normalised confusion matrix: row 0 = healthy, row 1 = Parkinson's."""
    return {
        "accuracy": nn.Accuracy(),
        "recall": nn.Recall(),
        "confusion": nn.ConfusionMatrix(num_classes=2, normalize=config.CONFUSION_NORMALIZE),
    }
