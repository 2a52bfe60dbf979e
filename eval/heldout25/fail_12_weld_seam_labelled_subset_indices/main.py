import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from data import labelled_loader
from model import seam_classifier
from scans import laser_profiles, spread_selection


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    profiles, labels = laser_profiles(config.SEED)
    chosen = spread_selection(len(labels), config.LABEL_BUDGET)
    print(f"annotating {len(chosen)} of {len(labels)} scans")
    train = labelled_loader(profiles, labels, chosen)
    net = seam_classifier(len(config.DEFECTS))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"acc": Accuracy()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
