import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

from config import load_settings
from data import make_dataset
from model import GaitNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    model_cfg, data_cfg = load_settings()
    ms.set_seed(int(data_cfg["seed"]))
    dataset = make_dataset(model_cfg, data_cfg)
    net = GaitNet(model_cfg["channels"], model_cfg["hidden"], model_cfg["num_subjects"])
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), model_cfg["learning_rate"]),
                  metrics={"acc": nn.Accuracy()})
    model.train(model_cfg["epochs"], dataset, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("identification accuracy", model.eval(dataset, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
