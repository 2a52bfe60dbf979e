from mindspore.train import Model, LossMonitor


def build_model(net, loss_fn, optimizer, metrics=None):
    return Model(net, loss_fn=loss_fn, optimizer=optimizer, metrics=metrics)


def fit(model, train_ds, val_ds, epochs):
    model.fit(epochs, train_ds, val_ds, valid_frequency=1,
              callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    return model
