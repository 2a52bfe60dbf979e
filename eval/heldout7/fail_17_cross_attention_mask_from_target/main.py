import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from model import Translator

ms.set_context(mode=ms.GRAPH_MODE)

PAD, BOS, EOS = 0, 1, 2
SRC_VOCAB, TGT_VOCAB = 20, 18
SRC_LEN, TGT_LEN = 9, 7


def toy_pairs(n, seed=0):
    rng = np.random.default_rng(seed)
    src = np.full((n, SRC_LEN), PAD, np.int32)
    tgt = np.full((n, TGT_LEN + 1), PAD, np.int32)
    for i in range(n):
        length = rng.integers(3, TGT_LEN - 1)
        words = rng.integers(3, TGT_VOCAB, size=length)
        src[i, :length + 2] = np.concatenate([[BOS], words, [EOS]])
        tgt[i, :length + 2] = np.concatenate([[BOS], words[::-1], [EOS]])
    return src, tgt


class LabelSmoothedLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.ce = nn.CrossEntropyLoss(ignore_index=PAD, label_smoothing=0.1)

    def construct(self, src, tgt_in, tgt_out):
        logits = self.net(src, tgt_in)
        return self.ce(logits.reshape(-1, TGT_VOCAB), tgt_out.reshape(-1))


def main():
    src, tgt = toy_pairs(6)
    net = Translator(SRC_VOCAB, TGT_VOCAB, pad_id=PAD)
    train_net = nn.TrainOneStepCell(LabelSmoothedLoss(net), nn.Adam(net.trainable_params(), learning_rate=5e-4))
    train_net.set_train()
    for epoch in range(2):
        loss = train_net(Tensor(src), Tensor(tgt[:, :-1]), Tensor(tgt[:, 1:]))
        print(f"epoch {epoch} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
