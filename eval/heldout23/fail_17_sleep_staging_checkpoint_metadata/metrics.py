import numpy as np


def balanced_accuracy(pred, target, num_classes):
    recalls = []
    for c in range(num_classes):
        mask = target == c
        if mask.any():
            recalls.append(float((pred[mask] == c).mean()))
    return sum(recalls) / len(recalls)


def best_epoch(history):
    return np.argmax(history) + 1  # ROOT
