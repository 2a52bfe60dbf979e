import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from features import CountVectorizer
from model import TfidfLogReg

REVIEWS = [
    ("great phone, battery lasts all day", 1),
    ("screen cracked after a week, terrible", 0),
    ("fast delivery and great price", 1),
    ("the battery died, would not buy again", 0),
    ("love the camera, great photos", 1),
    ("terrible support, refund took a month", 0),
]


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    docs = [d for d, _ in REVIEWS]
    labels = Tensor(np.array([y for _, y in REVIEWS], dtype=np.int32))
    vec = CountVectorizer(max_features=24).fit(docs)
    counts = Tensor(vec.transform(docs))
    net = TfidfLogReg(vec.document_frequency(docs), len(docs), num_classes=2)
    opt = nn.SGD(net.trainable_params(), learning_rate=0.5)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    step.set_train()
    for epoch in range(3):
        print("epoch", epoch, "loss", step(counts, labels))


if __name__ == "__main__":
    main()
