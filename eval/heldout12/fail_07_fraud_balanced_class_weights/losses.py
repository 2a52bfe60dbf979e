from mindspore import nn

from utils import compute_class_weights


def build_loss(train_labels, num_classes, label_smoothing=0.0):
    weight = compute_class_weights(train_labels, num_classes)
    return nn.CrossEntropyLoss(weight=weight, label_smoothing=label_smoothing)
