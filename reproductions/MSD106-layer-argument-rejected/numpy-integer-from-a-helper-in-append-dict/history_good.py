import numpy as np


def best_round(scores):
    return int(np.argmax(scores)) + 1
