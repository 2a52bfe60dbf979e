from mindspore import nn
from mindspore.train import Model


def build_model(net, lr, label_smoothing=0.1):
    loss = nn.CrossEntropyLoss(label_smoothing=label_smoothing)
    opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
    return Model(net, loss_fn=loss, optimizer=opt)  # ROOT


def fit_and_validate(model, train_ds, val_ds, epochs, callbacks=()):
    model.train(epochs, train_ds, callbacks=list(callbacks), dataset_sink_mode=False)
    return model.eval(val_ds, dataset_sink_mode=False)
