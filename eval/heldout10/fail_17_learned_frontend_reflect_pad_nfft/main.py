import mindspore as ms
from mindspore import nn

import audio_config as cfg
from kws import CommandNet, synth_commands

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    wav, labels = synth_commands(16, cfg)
    net = CommandNet(cfg)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), learning_rate=1e-3))
    train.set_train()
    for it in range(3):
        print(f"iter {it} loss {float(train(ms.Tensor(wav), ms.Tensor(labels))):.4f}")


if __name__ == "__main__":
    main()
