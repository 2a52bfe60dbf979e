import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from corpus import UTTERANCES
from model import IntentGRU
from vocab import IntentVocab


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    vocab = IntentVocab([u for u, _ in UTTERANCES])
    ids = np.asarray([vocab.encode(u, config.MAX_WORDS) for u, _ in UTTERANCES], np.int32)
    labels = np.asarray([i for _, i in UTTERANCES], np.int32)
    train = ds.NumpySlicesDataset({"ids": ids, "intent": labels}, shuffle=True).batch(config.BATCH_SIZE)

    net = IntentGRU(vocab.size, vocab.pad_id, config.EMBED, config.HIDDEN, len(config.INTENTS))
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=nn.Adam(net.trainable_params(), config.LR), metrics={"acc"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("intent accuracy:", model.eval(train, dataset_sink_mode=False)["acc"])


if __name__ == "__main__":
    main()
