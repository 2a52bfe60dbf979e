import numpy as np
import mindspore as ms
from mindspore import nn, ops

from config import MODEL_CONFIG, TRAIN_CONFIG
from model import MaskedLM


class MLMLoss(nn.Cell):
    def __init__(self, net, vocab):
        super().__init__()
        self.net = net
        self.vocab = vocab
        self.ce = nn.CrossEntropyLoss(ignore_index=-100)

    def construct(self, ids, labels):
        logits = self.net(ids)
        return self.ce(logits.reshape(-1, self.vocab), labels.reshape(-1))


def run():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = MaskedLM(**MODEL_CONFIG)
    tc = TRAIN_CONFIG
    step = nn.TrainOneStepCell(MLMLoss(net, MODEL_CONFIG["vocab_size"]), nn.Adam(net.trainable_params(), tc["lr"]))
    for i in range(tc["steps"]):
        ids = np.random.randint(0, MODEL_CONFIG["vocab_size"], (tc["batch_size"], tc["seq_len"])).astype(np.int32)
        labels = np.where(np.random.rand(*ids.shape) < 0.15, ids, -100).astype(np.int32)
        print(i, step(ms.Tensor(ids), ms.Tensor(labels)))


run()
