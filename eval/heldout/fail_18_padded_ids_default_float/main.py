import numpy as np
import mindspore as ms
from mindspore import nn

from data import toy_pairs, collate
from model import Seq2Seq, Seq2SeqLoss

VOCAB = 40

if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(1)
    net = Seq2Seq(VOCAB)
    train = nn.TrainOneStepCell(Seq2SeqLoss(net, VOCAB), nn.Adam(net.trainable_params(), 2e-3))
    pairs = toy_pairs(16, VOCAB, rng)
    for i in range(0, 16, 4):
        src, tgt = collate(pairs[i:i + 4], 8, 10)
        loss = train(ms.Tensor(src), ms.Tensor(tgt))
        print("loss", float(loss))
