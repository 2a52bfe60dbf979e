import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import synthetic_pairs
from model import Transliterator, SeqLoss


def accuracy(net, src, tgt_in, tgt):
    pred = net(ms.Tensor(src), ms.Tensor(tgt_in)).asnumpy().argmax(axis=-1)
    return (pred == tgt).mean(), (pred == tgt).all(axis=1).mean()


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    src, tgt_in, tgt = synthetic_pairs(config.NUM_TRAIN, config.SEED)
    vsrc, vtgt_in, vtgt = synthetic_pairs(config.NUM_VAL, config.SEED + 1)
    net = Transliterator(config.NUM_SYLLABLES, config.NUM_CHARS, config.EMBED, config.HIDDEN, config.SEQ_LEN)
    step = nn.TrainOneStepCell(SeqLoss(net), nn.Adam(net.trainable_params(), config.LR))
    step.set_train()
    for epoch in range(config.EPOCHS):
        for i in range(0, config.NUM_TRAIN, config.BATCH_SIZE):
            sl = slice(i, i + config.BATCH_SIZE)
            step(ms.Tensor(src[sl]), ms.Tensor(tgt_in[sl]), ms.Tensor(tgt[sl]))
        if epoch % 4 == 3:
            tok, _ = accuracy(net, vsrc, vtgt_in, vtgt)
            print(f"epoch {epoch} teacher-forced val token accuracy {tok:.3f}")

    net.decode_mode = "greedy"
    tok, exact = accuracy(net, vsrc, vtgt_in, vtgt)
    print(f"greedy decoding: token accuracy {tok:.3f}, sentence exact match {exact:.3f}")


if __name__ == "__main__":
    main()
