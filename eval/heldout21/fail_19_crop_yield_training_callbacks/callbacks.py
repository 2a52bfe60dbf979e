from mindspore.train import Callback, History, LossMonitor


class BestLossTracker(Callback):
    def __init__(self):
        super().__init__()
        self.best = float("inf")

    def on_train_epoch_end(self, run_context):
        loss = float(run_context.original_args().net_outputs.asnumpy())
        self.best = min(self.best, loss)


def training_callbacks(tracker):
    history = History()
    return history, [history, LossMonitor, tracker]  # ROOT
