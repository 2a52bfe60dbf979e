import os

import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from model import PriorityNet
from serve import load_for_inference, triage
from tickets import synth_tickets
from vocab import build_vocab, encode


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    texts, labels = synth_tickets(config.SEED)
    vocab = build_vocab(texts, min_freq=config.MIN_FREQ)
    train = ds.NumpySlicesDataset({"ids": encode(texts, vocab), "priority": labels}, shuffle=True)
    train = train.batch(config.BATCH_SIZE)

    net = PriorityNet(len(vocab) + 2, config.EMBED_DIM, len(config.PRIORITIES))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    try:
        ms.save_checkpoint(net, config.CKPT_PATH)
        served, served_vocab = load_for_inference(config.CKPT_PATH, texts)
        print(triage(served, served_vocab, [["production", "down", "asap"], ["feature", "request", "docs"]]))
    finally:
        if os.path.exists(config.CKPT_PATH):
            os.remove(config.CKPT_PATH)


if __name__ == "__main__":
    main()
