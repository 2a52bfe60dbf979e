import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from model import SpeciesMLP
from survey import field_survey, training_arrays


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    x, y = training_arrays(field_survey(config.SEED))
    print("trees per class:", np.unique(y, return_counts=True)[1].tolist())
    train = ds.NumpySlicesDataset({"metrics": x, "species": y}, shuffle=True).batch(config.BATCH_SIZE)
    net = SpeciesMLP(len(config.METRICS), len(config.SPECIES))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"acc": Accuracy()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(6)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
