from mindspore import nn


def build_metrics(num_classes):
    """Metrics reported for each layout-region classifier run."""
    return {
        "accuracy": nn.Accuracy(),
        "top2": nn.TopKCategoricalAccuracy(2),
        "confusion": nn.ConfusionMatrix,  # ROOT
    }
