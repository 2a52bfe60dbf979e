import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from features import make_clips, standardize
from model import KeywordSpotter


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)

    feats, labels = make_clips(rng)
    feats = standardize(feats)
    train = ds.NumpySlicesDataset({"feats": feats, "label": labels}, shuffle=True)
    train = train.batch(config.BATCH_SIZE, drop_remainder=True)

    net = KeywordSpotter(config.N_MELS, config.HIDDEN, config.NUM_CLASSES)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"})

    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    result = model.eval(train, dataset_sink_mode=False)
    print(f"keyword spotter train accuracy: {result['acc']:.3f}")


if __name__ == "__main__":
    main()
