import mindspore.dataset as ds

from readings import CSV, WeatherRows

if __name__ == "__main__":
    data = ds.GeneratorDataset(WeatherRows(CSV), column_names=["inputs", "rain"], shuffle=False).batch(2)
    for inputs, rain in data.create_tuple_iterator():
        print(inputs.shape, rain.shape)
