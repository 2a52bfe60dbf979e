import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn

import config as cfg
from data import synth_sentences, batches
from losses import SmoothedTagLoss
from model import BiGRUTagger, TaggerWithLoss


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    net = BiGRUTagger(cfg.VOCAB_SIZE, cfg.EMBED_DIM, cfg.HIDDEN, cfg.NUM_TAGS)
    loss_net = TaggerWithLoss(net, SmoothedTagLoss(cfg.NUM_TAGS, cfg.LABEL_SMOOTHING))
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LR)
    train_step = nn.TrainOneStepCell(loss_net, opt)
    train_step.set_train()
    sents = synth_sentences(cfg.BATCH_SIZE * cfg.STEPS)
    for step, (ids, tags, mask) in enumerate(batches(sents, cfg.BATCH_SIZE)):
        loss = train_step(ids, tags, mask)
        print(f"step {step} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
