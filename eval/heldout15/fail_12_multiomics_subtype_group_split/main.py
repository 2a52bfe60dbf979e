"""Breast-cancer subtype classification from RNA + methylation + protein panels (late fusion)."""
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor, F1

import config
from cohort import merged_table
from net import LateFusionNet
from panels import SUBTYPES


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(13)
    x, y = merged_table(config.SAMPLES)
    print("feature table:", x.shape)
    train = ds.NumpySlicesDataset((x, y), column_names=["omics", "subtype"], shuffle=True).batch(config.BATCH)
    net = LateFusionNet(config.GROUP_DIMS, config.GROUP_ORDER, config.GROUP_EMBED, config.HIDDEN, len(SUBTYPES))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"f1": F1(), "acc": nn.Accuracy()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(6)])
    res = model.eval(train)
    print("macro F1:", float(res["f1"].mean()), "accuracy:", res["acc"])


if __name__ == "__main__":
    main()
