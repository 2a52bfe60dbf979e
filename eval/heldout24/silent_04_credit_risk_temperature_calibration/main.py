import os

import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model

import config
from applicants import simulate, splits
from calibration import nll, ece, fit_temperature
from model import RiskNet, predict_proba


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    (xtr, ytr), (xcal, ycal), (xte, yte) = splits(*simulate(config.SEED))

    net = RiskNet(config.N_FEATURES, config.HIDDEN)
    train = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(config.BATCH_SIZE)
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train, dataset_sink_mode=False)
    net.set_train(False)

    p_test = predict_proba(net, ms.Tensor(xte)).asnumpy()
    print(f"uncalibrated: test NLL {nll(p_test, yte):.4f}  ECE {ece(p_test, yte, config.N_BINS):.4f}")

    cal_logits = net(ms.Tensor(xcal)).asnumpy()
    net.temperature = fit_temperature(cal_logits, ycal)
    p_test = predict_proba(net, ms.Tensor(xte)).asnumpy()
    print(f"temperature {net.temperature:.2f}: test NLL {nll(p_test, yte):.4f}  ECE {ece(p_test, yte, config.N_BINS):.4f}")


if __name__ == "__main__":
    main()
