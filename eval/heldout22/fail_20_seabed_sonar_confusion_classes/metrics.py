import numpy as np
from mindspore.train import ConfusionMatrix, Accuracy

import config


def build_metrics():
    return {
        "pixel_acc": Accuracy(),
        "confusion": ConfusionMatrix(num_classes=len(config.CLASS_NAMES), normalize="no_norm"),  # ROOT
    }


def per_class_iou(cm):
    tp = np.diag(cm)
    return tp / (cm.sum(axis=0) + cm.sum(axis=1) - tp + 1e-9)
