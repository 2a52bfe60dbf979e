import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from cohort import simulate_stays
from model import VitalsEncoder
from utils import epochs_for_budget, describe


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    x, y = simulate_stays(config.SEED)
    print(describe(x, y))
    train = ds.NumpySlicesDataset({"vitals": x, "sepsis": y}, shuffle=True)
    train = train.batch(config.BATCH_SIZE, drop_remainder=True)

    epochs = epochs_for_budget(config.STEP_BUDGET, train.get_dataset_size())
    print(f"training for {epochs} epochs of {train.get_dataset_size()} steps")
    net = VitalsEncoder(len(config.VITALS))
    model = Model(net, nn.CrossEntropyLoss(weight=ms.Tensor([1.0, 2.0])),
                  nn.Adam(net.trainable_params(), learning_rate=config.LR), metrics={"acc": Accuracy()})
    model.train(epochs, train, callbacks=[LossMonitor(9)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
