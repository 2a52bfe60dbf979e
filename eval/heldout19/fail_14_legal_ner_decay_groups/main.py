import numpy as np
import mindspore as ms
import mindspore.nn as nn

from model import ENTITY_TAGS, BiLSTMTagger
from optim import build_optimizer

VOCAB, SEQ, BATCH = 300, 16, 4


class TokenLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, ids, tags):
        logits = self.net(ids)
        return self.ce(logits.reshape(-1, len(ENTITY_TAGS)), tags.reshape(-1))


def main():
    ms.set_seed(12)
    rng = np.random.default_rng(12)
    net = BiLSTMTagger(VOCAB)
    train = nn.TrainOneStepCell(TokenLoss(net), build_optimizer(net))
    train.set_train()
    for step in range(3):
        ids = ms.Tensor(rng.integers(1, VOCAB, size=(BATCH, SEQ)).astype(np.int32))
        tags = ms.Tensor(rng.integers(0, len(ENTITY_TAGS), size=(BATCH, SEQ)).astype(np.int32))
        print(f"step {step}: loss {train(ids, tags).asnumpy():.4f}")


if __name__ == "__main__":
    main()
