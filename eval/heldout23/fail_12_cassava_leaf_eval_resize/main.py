import mindspore as ms
from mindspore import nn
from mindspore.train import Model

import config as cfg
from model import leaf_cnn
from pipeline import eval_dataset


def main():
    ms.set_seed(cfg.SEED)
    net = leaf_cnn(len(cfg.CLASSES))
    model = Model(net, nn.CrossEntropyLoss(), metrics={"accuracy", "loss"})
    results = model.eval(eval_dataset(cfg.SEED), dataset_sink_mode=False)
    print("untrained baseline:", {k: round(float(v), 4) for k, v in results.items()})


if __name__ == "__main__":
    main()
