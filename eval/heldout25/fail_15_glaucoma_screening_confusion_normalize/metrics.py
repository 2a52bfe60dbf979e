from mindspore import nn

import config


def screening_metrics():
    return {
        "accuracy": nn.Accuracy(),
        "recall": nn.Recall(),
        "confusion": nn.ConfusionMatrix(num_classes=len(config.CLASSES), normalize=config.CONFUSION_NORMALIZE),
    }
