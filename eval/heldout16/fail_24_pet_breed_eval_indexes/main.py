import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from nets import BreedNet, EvalWithLoss
from pets import pet_dataset


def main():
    ms.set_seed(config.SEED)
    net = BreedNet(len(config.BREEDS))
    loss_fn = nn.CrossEntropyLoss()
    model = Model(net, loss_fn, nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"acc": nn.Accuracy(), "loss": nn.Loss()},
                  eval_network=EvalWithLoss(net, loss_fn), eval_indexes=config.EVAL_INDEXES)
    model.train(config.EPOCHS, pet_dataset(config.SEED), callbacks=[LossMonitor(3)])
    print("validation:", model.eval(pet_dataset(config.SEED + 1, train=False)))


if __name__ == "__main__":
    main()
