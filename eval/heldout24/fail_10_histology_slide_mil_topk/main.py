import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from model import TopKMIL
from slides import synth_bags


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    bags, labels = synth_bags(config.SEED)
    print(f"{len(labels)} slides, {int(labels.sum())} with tumour")

    train = ds.NumpySlicesDataset({"bag": bags, "label": labels}, shuffle=True).batch(config.BATCH_SIZE)
    net = TopKMIL(config.PATCH_FEATURES, config.HIDDEN, config.TOPK_PATCHES)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, nn.BCEWithLogitsLoss(), opt)
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(6)], dataset_sink_mode=False)

    net.set_train(False)
    probs = 1 / (1 + np.exp(-net(ms.Tensor(bags)).asnumpy()))
    print(f"slide accuracy {np.mean((probs > 0.5) == labels):.3f}")


if __name__ == "__main__":
    main()
