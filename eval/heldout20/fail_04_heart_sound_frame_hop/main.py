import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from features import frame_features, synth_pcg
from model import MurmurCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    clips, labels = synth_pcg(cfg.NUM_CLIPS, cfg.SEED)
    feats = frame_features(clips)
    print("features:", feats.shape)
    train = ds.NumpySlicesDataset({"feats": feats, "label": labels}, shuffle=False).batch(cfg.BATCH_SIZE)
    net = MurmurCNN(feats.shape[1], cfg.KERNEL)
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
    model.train(cfg.EPOCHS, train, callbacks=[LossMonitor(2)], dataset_sink_mode=False)


if __name__ == "__main__":
    main()
