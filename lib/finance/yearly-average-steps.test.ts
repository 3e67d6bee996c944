import { describe, expect, it } from "vitest";
import { readQuestion } from "../retrieval/read-question";
import { yearlyAverageSteps } from "./yearly-average-steps";

describe("a yearly formula averaged over the years, told as steps", () => {
  it.each([
    ["Globex: compute operating income / net revenues for each of 2015, 2016 and 2017 from the statements of operations, then average the three margins", "operating income / net revenues", "average margin"],
    ["Initech: work out net income / total net revenues for each of 2018, 2019 and 2020 (statements of operations), then take the mean of the three figures", "net income / total net revenues", "average result"],
    ["calculate capital expenditures divided by revenue in each of fiscal 2021, 2022 and 2023 and then take the simple average", "capital expenditures divided by revenue", "average result"],
  ])("%s", (sentence, formula, name) => {
    expect(yearlyAverageSteps(sentence)).toMatchObject({ formula, name });
  });

  it.each([
    "compute operating income / net revenues for 2017",
    "compute the average of operating income / net revenues",
    "compute operating income / net revenues for each segment, then rank them",
  ])("reads no average in %j", (sentence) => {
    expect(yearlyAverageSteps(sentence)).toBeNull();
  });

  it("is read as the average of the yearly values over the years named", () => {
    const r = readQuestion("Globex (thousands): compute operating income (loss) / net revenues for each of 2015, 2016 and 2017 from the consolidated statements of operations, then average the three margins. Percent, two decimals.");
    expect(r.series?.id).toBe("average");
    expect(r.years).toEqual([2015, 2016, 2017]);
    expect(r.metric?.expr).toEqual({ op: "/", left: { item: "operatingIncome", at: "current" }, right: { item: "revenue", at: "current" } });
  });

  it("averages what the question asked before steps that name nothing", () => {
    const r = readQuestion("What was Globex's average operating margin over 2015, 2016 and 2017? Take operating income divided by revenues for each year, then the simple mean of the three.");
    expect(r.series?.id).toBe("average");
    expect(r.metric?.name).toBe("Operating margin");
    expect(r.metric?.unit).toBe("percent");
  });

  it("averages a result in percent when a percentage is asked", () => {
    const r = readQuestion("Initech: work out net income / total net revenues for each of 2018, 2019 and 2020, then take the mean of the three figures. Percent, 2dp.");
    expect(r.series?.id).toBe("average");
    expect(r.metric?.unit).toBe("percent");
  });
});

describe("the years told before the instruction", () => {
  it.each([
    ["For each year take product development expense / total net revenue from the consolidated statements of operations, then take the simple mean of the three ratios", "product development expense / total net revenue from the consolidated statements of operations"],
    ["For each of 2019, 2020 and 2021, compute research and development expense divided by revenue, then average the three figures", "research and development expense divided by revenue"],
  ])("%s", (sentence, formula) => {
    expect(yearlyAverageSteps(sentence)).toMatchObject({ formula, name: "average result" });
  });

  it("reads no average when the years are not each named", () => {
    expect(yearlyAverageSteps("For 2019 take net income / revenue, then take the mean of the three")).toBeNull();
  });
});
