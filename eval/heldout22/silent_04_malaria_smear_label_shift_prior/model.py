import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config


class SmearClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(config.NUM_FEATURES, config.HIDDEN), nn.ReLU(),
                                      nn.Dense(config.HIDDEN, len(config.CLASSES))])

    def construct(self, x):
        return self.net(x)


class PriorAdjustedPosterior(nn.Cell):
    """p_target(y|x) proportional to p_source(y|x) * p_target(y) / p_source(y)."""

    def __init__(self, classifier, source_prior):
        super().__init__()
        self.classifier = classifier
        self.log_source_prior = ms.Tensor(np.log(source_prior).astype(np.float32))
        self.log_target_prior = ms.Tensor(np.log(source_prior).astype(np.float32))
        self.softmax = nn.Softmax(axis=-1)

    def set_target_prior(self, prior):
        self.log_target_prior = ms.Tensor(np.log(prior).astype(np.float32))

    def construct(self, x):
        logits = self.classifier(x)
        shift = self.log_target_prior - self.log_source_prior  # ROOT
        return self.softmax(logits + shift)
